import type { StatsRange, VisitStats } from '@portfolio/common';
import { useEffect, useState } from 'react';
import { loadVisitStats } from '@/features/dashboard/api/stats-requests';

export type VisitStatsState =
  | { status: 'loading'; data?: VisitStats }
  | { status: 'error'; data?: undefined }
  | { status: 'success'; data: VisitStats };

type Answer = { days: StatsRange } & ({ data: VisitStats } | { failed: true });

/** The statistics of the range, asked again when the range changes (the last answer stays shown meanwhile). */
export function useVisitStats(days: StatsRange): VisitStatsState {
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    loadVisitStats(days).then(
      (data) => current && setAnswer({ days, data }),
      () => current && setAnswer({ days, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [days]);
  const data = answer && 'data' in answer ? answer.data : undefined;
  if (answer?.days !== days) return { status: 'loading', data };
  return data ? { status: 'success', data } : { status: 'error' };
}
