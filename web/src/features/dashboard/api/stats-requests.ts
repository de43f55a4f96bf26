import type { StatsRange, VisitStats } from '@portfolio/common';
import { apiRequest } from '@/lib/api-client';

/** GET /stats: the visits of the last `days` days, beside the days before them. */
export function loadVisitStats(days: StatsRange): Promise<VisitStats> {
  return apiRequest(`/stats?days=${days}`);
}
