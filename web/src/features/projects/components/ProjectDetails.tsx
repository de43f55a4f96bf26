import {
  categoryLabel,
  IMAGE_MAX_WIDTH_PX,
  PROJECT_COVER_SIZES,
  projectImageSrcSet,
  siteImageUrl,
  THUMBNAIL_WIDTH_PX,
  type Project,
  untranslatedText,
  projectValueName,
} from '@portfolio/common';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/links';
import { ExternalButtonLink } from '@/components/ExternalButtonLink';
import { ArrowRightIcon } from '@/components/icons/ui-icons';
import { useDocumentTitle } from '@/lib/document-title';
import { paths, PROJECT_GALLERY_ID } from '@/config/paths';
import { answeredInPage } from '@/lib/links';
import { projectTexts } from '@/config/project-texts';
import { projectsHeading } from '@/config/project-list-texts';
import { formatCalendarDate } from '@/lib/calendar-date';
import { DemoVideo } from './DemoVideo';

const MAIN_IMAGE_HEIGHT_PX = (IMAGE_MAX_WIDTH_PX * 10) / 16;

/** Everything about one project, as `/project/{id}` shows it. */
export function ProjectDetails({ project }: { project: Project }) {
  useDocumentTitle(project.title, project.description);
  const { startDate, endDate } = project.date;
  const links: { label: string; href?: string }[] = [
    { label: projectTexts.livePreview, href: project.liveLink },
    { label: projectTexts.githubClient, href: project.githubClient },
    { label: projectTexts.githubServer, href: project.githubServer },
  ];
  const setLinks = links.filter((link): link is { label: string; href: string } => Boolean(link.href));

  return (
    <article className="section">
      <Link
        to={paths.projects(project.category)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowRightIcon className="size-4 rotate-180 rtl-mirror" />
        {projectTexts.backTo(projectsHeading(project.category))}
      </Link>

      <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
        {/* Keyed by project, so that another project starts on its own main image. */}
        <ProjectGallery key={project._id} project={project} />

        <div>
          <h1 className="page-title" {...untranslatedText(project, 'title')}>
            {project.title}
          </h1>
          <p className="mt-4 text-slate-700" {...untranslatedText(project, 'description')}>
            {project.description}
          </p>

          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <Fact term={projectTexts.purpose}>
              <span {...untranslatedText(project, 'purpose')}>{project.purpose}</span>
            </Fact>
            <Fact term={projectTexts.category}>{categoryLabel(project.category)}</Fact>
            <Fact term={projectTexts.status}>{projectValueName(project.status)}</Fact>
            <Fact term={projectTexts.type}>{projectValueName(project.type)}</Fact>
            <Fact term={projectTexts.startDate}>
              <time dateTime={startDate}>{formatCalendarDate(startDate)}</time>
            </Fact>
            {endDate && (
              <Fact term={projectTexts.endDate}>
                <time dateTime={endDate}>{formatCalendarDate(endDate)}</time>
              </Fact>
            )}
          </dl>

          {project.technologies.length > 0 && (
            <>
              <h2 className="mt-6 text-sm font-semibold text-slate-900">{projectTexts.technologies}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {project.technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </>
          )}

          {setLinks.length > 0 && (
            <div className="mt-8 flex flex-wrap gap-3">
              {setLinks.map((link, index) => (
                <ExternalButtonLink
                  key={link.label}
                  href={link.href}
                  className={index === 0 ? 'btn-primary' : 'btn-secondary'}
                >
                  {link.label}
                </ExternalButtonLink>
              ))}
            </div>
          )}
        </div>
      </div>

      {project.video && (
        <section className="mt-14" aria-labelledby="demo-video">
          <h2 id="demo-video" className="section-title">
            {projectTexts.watchDemoVideo}
          </h2>
          <DemoVideo videoId={project.video} projectTitle={project.title} />
        </section>
      )}
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** The address of a project page showing one of its pictures (0, the main image; then the screenshots). */
function pictureLink(projectId: string, index: number): string {
  const page = index > 0 ? paths.projectPicture(projectId, index) : paths.project(projectId);
  return `${page}#${PROJECT_GALLERY_ID}`;
}

/** The picture a page's path names, when it has one such; else the main image. */
function pictureIndexOf(picture: string | undefined, count: number): number {
  const index = Number(picture);
  return Number.isInteger(index) && index > 0 && index < count ? index : 0;
}

/**
 * The main image and a strip of the other pictures; choosing one shows it in place of the main image. Each is a
 * link to the page with that picture: the server renders it so before the app runs; the app swaps it in place.
 */
function ProjectGallery({ project }: { project: Project }) {
  const { picture } = useParams();
  const cover = {
    src: siteImageUrl(project.image),
    thumbnail: siteImageUrl(project.thumbnail),
    alt: projectTexts.mainImageAlt(project.title),
    label: projectTexts.showMainImage,
  };
  const pictures = [
    cover,
    ...project.screenshots.map((screenshot, index) => ({
      src: siteImageUrl(screenshot),
      thumbnail: siteImageUrl(project.screenshotThumbnails[index] ?? screenshot),
      alt: projectTexts.screenshotAlt(project.title, index + 1),
      label: projectTexts.showScreenshot(index + 1),
    })),
  ];
  // The picture the path names, the main image if none (or none such): the strip's links work before the app runs.
  const [selectedIndex, setSelectedIndex] = useState(() => pictureIndexOf(picture, pictures.length));
  const selected = pictures[selectedIndex] ?? cover;
  const isCover = selectedIndex === 0;

  return (
    <div id={PROJECT_GALLERY_ID} className="scroll-mt-24">
      <img
        src={selected.src}
        // A screenshot is shown at its one size; the main image at the width the screen needs.
        srcSet={isCover ? projectImageSrcSet(project) : undefined}
        sizes={isCover ? PROJECT_COVER_SIZES : undefined}
        width={IMAGE_MAX_WIDTH_PX}
        height={MAIN_IMAGE_HEIGHT_PX}
        alt={selected.alt}
        fetchPriority="high"
        data-testid="project-main-image"
        className="aspect-[16/10] w-full rounded-2xl bg-slate-100 object-cover shadow-md"
      />
      {pictures.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3" aria-label={projectTexts.screenshotsLabel}>
          {pictures.map((picture, index) => (
            <li key={`${index}:${picture.src}`}>
              <a
                href={pictureLink(project._id, index)}
                aria-label={picture.label}
                aria-current={index === selectedIndex ? 'true' : undefined}
                onClick={answeredInPage(() => setSelectedIndex(index))}
                className={`block w-full overflow-hidden rounded-lg ring-2 transition ${
                  index === selectedIndex ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'
                }`}
              >
                <img
                  src={picture.thumbnail}
                  alt=""
                  width={THUMBNAIL_WIDTH_PX}
                  height={(THUMBNAIL_WIDTH_PX * 10) / 16}
                  // After the main image, which they would otherwise share the connection with.
                  fetchPriority="low"
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
