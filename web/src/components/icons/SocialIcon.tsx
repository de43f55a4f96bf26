import type { SocialNetwork } from '@portfolio/common';
import { BrandIcon } from './BrandIcon';

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <BrandIcon id={`social-${network}`} className={className} />;
}
