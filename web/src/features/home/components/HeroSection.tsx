import { siteImageUrl, untranslatedText } from '@portfolio/common';
import { Link } from '@/components/links';
import { DownloadIcon } from '@/components/icons/ui-icons';
import { useSiteContent } from '@/lib/site-content';
import { homeSectionIds, paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { OwnerPhoto } from '@/components/OwnerPhoto';

export function HeroSection() {
  const owner = useSiteContent();
  return (
    <section id={homeSectionIds.home} className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[3fr_2fr] md:py-20 lg:px-8">
        <div>
          <p className="font-semibold text-brand-700">{texts.home.greeting}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            {owner.name}
          </h1>
          <p
            className="mt-3 text-xl font-semibold text-slate-700 sm:text-2xl"
            {...untranslatedText(owner, 'role')}
          >
            {owner.role}
          </p>
          <p className="mt-6 max-w-xl text-lg text-slate-700" {...untranslatedText(owner, 'heroTitle')}>
            {owner.heroTitle}
          </p>
          <p className="mt-3 max-w-xl text-slate-600" {...untranslatedText(owner, 'heroText')}>
            {owner.heroText}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={siteImageUrl(owner.cv.href)} download={owner.cv.downloadName} className="btn-primary">
              <DownloadIcon className="size-4" />
              {texts.home.downloadCv}
            </a>
            <Link to={paths.contact} className="btn-secondary">
              {texts.home.hireMe}
            </Link>
          </div>
        </div>
        <OwnerPhoto fetchPriority="high" className="mx-auto w-full max-w-72 md:max-w-sm" />
      </div>
    </section>
  );
}
