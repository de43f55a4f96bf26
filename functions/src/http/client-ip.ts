import type { Request } from 'express';

/** The caller's address: the first hop of X-Forwarded-For as Hosting forwards it, else the connection's. */
export function clientIp(req: Request): string | undefined {
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || req.ip || req.socket?.remoteAddress || undefined;
}
