import {
  categoryLabel,
  projectImageSrcSet,
  siteImageUrl,
  THUMBNAIL_WIDTH_PX,
  type ProjectSummary,
  untranslatedText,
  projectValueName,
} from '@portfolio/common';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';

/** The stored images are 16:10; width and height let the browser reserve the space before they load. */
const CARD_IMAGE_HEIGHT_PX = (THUMBNAIL_WIDTH_PX * 10) / 16;

interface ProjectCardProps {
  project: ProjectSummary;
  /** `sizes` for the image: how wide the card is in this grid. */
  imageSizes: string;
  /** Eager for a card in the first visible row, lazy below the fold. */
  eager?: boolean;
  /** The first card of a category page: its image is that page's largest paint, so it is fetched first. */
  highPriority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export function ProjectCard({
  project,
  imageSizes,
  eager = false,
  highPriority = false,
  headingLevel: Heading = 'h2',
}: ProjectCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <img
        src={siteImageUrl(project.thumbnail)}
        srcSet={projectImageSrcSet(project)}
        sizes={imageSizes}
        width={THUMBNAIL_WIDTH_PX}
        height={CARD_IMAGE_HEIGHT_PX}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={highPriority ? 'high' : undefined}
        decoding="async"
        alt={texts.projects.imageAlt(project.title)}
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryLabel(project.category)} · {projectValueName(project.type)}
        </p>
        <Heading className="mt-1 text-lg font-semibold text-slate-900">
          {/* The link covers the whole card (see the ::after), so the card is one target with one name. */}
          <Link
            to={paths.project(project._id)}
            className="rounded after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
            {...untranslatedText(project, 'title')}
          >
            {project.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600" {...untranslatedText(project, 'description')}>
          {project.description}
        </p>
      </div>
    </article>
  );
}
