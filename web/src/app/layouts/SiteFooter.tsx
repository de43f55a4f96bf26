import { untranslatedText } from '@portfolio/common';
import { Link } from '@/components/links';
import { SocialLinks } from '@/components/SocialLinks';
import { useSiteContent } from '@/lib/site-content';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';

export function SiteFooter() {
  const owner = useSiteContent();
  return (
    <footer className="bg-night-900 text-night-300">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:px-6 md:flex-row md:justify-between lg:px-8">
        <div className="max-md:text-center">
          <Link to={paths.home} className="rounded text-lg font-bold text-snow">
            {owner.name}
          </Link>
          <p className="mt-1 text-sm text-night-400" {...untranslatedText(owner, 'role')}>
            {owner.role}
          </p>
        </div>
        <nav aria-label={texts.footer.socialLabel}>
          <SocialLinks
            className="flex gap-3"
            linkClassName="bg-night-800 text-night-200 hover:bg-lavender-800 hover:text-snow"
          />
        </nav>
      </div>
      <p className="border-t border-night-800 py-5 text-center text-sm text-night-400">
        © {new Date().getFullYear()} {owner.name}. {texts.footer.rights}
      </p>
    </footer>
  );
}
