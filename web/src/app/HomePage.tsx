import { useSiteContent } from '@/lib/site-content';
import { useDocumentTitle } from '@/lib/document-title';
import { pageMeta } from '@/config/page-meta';
import { homeSectionIds } from '@/config/paths';
import { texts } from '@/config/texts';
import { ServiceCards } from '@/features/services/components/ServiceCards';
import { AboutSummarySection } from '@/features/home/components/AboutSummarySection';
import { LatestPostsSection } from '@/features/writing/components/LatestPostsSection';
import { BestProjectsSection } from '@/features/projects/components/BestProjectsSection';
import { HeroSection } from '@/features/home/components/HeroSection';
import { ProfileSection } from '@/features/home/components/ProfileSection';
import { SkillsGrid } from '@/features/home/components/SkillsGrid';

/** `/`: hero, about summary, skills, best projects, services, and the owner's card, put together from their features. */
export function HomePage() {
  useDocumentTitle(...pageMeta.home(useSiteContent()));
  return (
    <>
      <HeroSection />
      <AboutSummarySection />
      <section aria-labelledby="skills-title" className="section pt-0">
        <h2 id="skills-title" className="section-title">
          {texts.home.skillsTitle}
        </h2>
        <div className="mt-8">
          <SkillsGrid />
        </div>
      </section>
      <BestProjectsSection />
      <LatestPostsSection />
      <section id={homeSectionIds.services} aria-labelledby="services-title" className="section">
        <h2 id="services-title" className="section-title">
          {texts.home.servicesTitle}
        </h2>
        <div className="mt-8">
          <ServiceCards headingLevel="h3" />
        </div>
      </section>
      <ProfileSection />
    </>
  );
}
