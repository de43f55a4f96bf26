import type { SocialNetwork } from '../../config/owner';
import { BrandIcon } from './BrandIcon';

export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  return <BrandIcon id={`social-${network}`} className={className} />;
}
