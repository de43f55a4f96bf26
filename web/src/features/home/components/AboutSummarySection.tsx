import { untranslatedText } from '@portfolio/common';
import { Link } from '@/components/links';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { useSiteContent } from '@/lib/site-content';
import { homeSectionIds, paths } from '@/config/paths';
import { texts } from '@/config/texts';

export function AboutSummarySection() {
  const owner = useSiteContent();
  return (
    <section id={homeSectionIds.about} aria-labelledby="about-title" className="section">
      <div className="max-w-3xl">
        <h2 id="about-title" className="section-title">
          {texts.home.aboutTitle}
        </h2>
        <p className="mt-4 text-lg text-slate-700" {...untranslatedText(owner, 'aboutSummary')}>
          {owner.aboutSummary}
        </p>
        <Link to={paths.about} className="btn-secondary mt-6">
          {texts.home.seeMore}
          {/* The visible text stays "See More"; the link's name says where it leads. */}
          <span className="sr-only"> {texts.home.seeMoreTarget}</span>
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  );
}
