import { useSiteContent } from '@/lib/site-content';
import { texts } from '@/config/texts';
import { SocialIcon } from './icons/SocialIcon';

/** The owner's social profiles as round icon links, opening in a new tab; `linkClassName` sets their colours. */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const owner = useSiteContent();
  return (
    <ul className={className} aria-label={texts.footer.socialLabel}>
      {owner.social.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
            className={`grid size-11 place-items-center rounded-full transition-colors ${linkClassName}`}
          >
            <SocialIcon network={link.network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
