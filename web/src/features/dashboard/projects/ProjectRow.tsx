import { categoryLabel, projectValueName, type Project } from '@portfolio/common';
import type { DragEvent } from 'react';
import { Link } from '@/components/links';
import { paths } from '@/config/paths';
import { projectDates } from './project-display';
import { formatCount } from '@/lib/local-format';
import { dashboardProjectsTexts } from '@/config/dashboard-projects-texts';

/** Where a row stands in the list, and what its buttons do. */
export interface ProjectRowProps {
  project: Project;
  /** Views of its page over the last 30 days; undefined until the statistics have come. */
  views: number | undefined;
  index: number;
  count: number;
  publishing: boolean;
  deleting: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onTogglePublished: (project: Project) => void;
  onDelete: (project: Project) => void;
  onDragStart: (event: DragEvent<HTMLTableRowElement>, index: number) => void;
  onDragOver: (event: DragEvent<HTMLTableRowElement>, index: number) => void;
  onDrop: (event: DragEvent<HTMLTableRowElement>, index: number) => void;
  onDragEnd: () => void;
}

/** The accessible names of a row's order buttons; the page finds them by these to keep focus after a move. */
export const moveLabel = (title: string, direction: 'up' | 'down') =>
  direction === 'up'
    ? dashboardProjectsTexts.row.moveUpLabel(title)
    : dashboardProjectsTexts.row.moveDownLabel(title);

// Below 768 px the table's parts are boxes: each row a card, each cell labelled by its `data-label`.
const cellLabel =
  'max-md:before:me-1.5 max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]';
const cell = 'px-2.5 py-3 align-middle md:border-t md:border-slate-200 max-md:border-0 max-md:p-0';
const smallButton = 'px-3 py-1.5 text-xs';
const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

function ChevronIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'up' ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
    </svg>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      {[5, 12, 19].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
    </svg>
  );
}

/**
 * One project: a table row from 768 px, a card below. Everything is rendered once; only the layout changes. The
 * order buttons carry no text, so each cell's text stays what the column says.
 */
export function ProjectRow(props: ProjectRowProps) {
  const { project, views, index, count, publishing, deleting, dragging, dropTarget } = props;
  const T = dashboardProjectsTexts.row;
  const columns = dashboardProjectsTexts.list.columns;
  return (
    <tr
      draggable
      data-project-id={project._id}
      onDragStart={(event) => props.onDragStart(event, index)}
      onDragOver={(event) => props.onDragOver(event, index)}
      onDrop={(event) => props.onDrop(event, index)}
      onDragEnd={props.onDragEnd}
      className={[
        'bg-white transition-opacity',
        'max-md:grid max-md:grid-cols-[5.5rem_minmax(0,1fr)] max-md:gap-x-4 max-md:gap-y-1.5 max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:p-4 max-md:text-sm max-md:shadow-sm',
        dragging ? 'opacity-50' : '',
        dropTarget ? 'outline-2 -outline-offset-2 outline-brand-500' : '',
      ].join(' ')}
    >
      <td className={`${cell} max-md:row-span-6 max-md:self-start`}>
        <img
          src={project.thumbnail || project.image}
          alt={project.title}
          width={96}
          height={54}
          loading="lazy"
          className="aspect-video w-20 rounded-lg border border-slate-200 object-cover max-md:w-22"
        />
      </td>
      <th
        scope="row"
        className={`${cell} min-w-32 bg-transparent text-base font-semibold whitespace-normal text-slate-900 md:text-sm`}
      >
        {project.title}
        {project.published ? null : (
          <span className="ms-2 inline-block rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
            {T.draft}
          </span>
        )}
      </th>
      <td className={`${cell} ${cellLabel} whitespace-normal text-slate-700`} data-label={columns.category}>
        {categoryLabel(project.category)}
      </td>
      <td className={`${cell} ${cellLabel} whitespace-nowrap text-slate-700`} data-label={columns.status}>
        {projectValueName(project.status)}
      </td>
      <td className={`${cell} ${cellLabel} text-slate-700`} data-label={columns.priority}>
        <span className="inline-flex items-center gap-2 align-middle">
          <span className="min-w-5 font-semibold text-slate-900 tabular-nums">
            {formatCount(project.priority)}
          </span>
          <span className="inline-flex gap-1">
            <button
              type="button"
              className={iconButton}
              aria-label={moveLabel(project.title, 'up')}
              title={T.moveUp}
              disabled={index === 0}
              onClick={() => props.onMove(index, index - 1)}
            >
              <ChevronIcon direction="up" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={moveLabel(project.title, 'down')}
              title={T.moveDown}
              disabled={index === count - 1}
              onClick={() => props.onMove(index, index + 1)}
            >
              <ChevronIcon direction="down" />
            </button>
          </span>
          <span className="cursor-grab text-slate-400 max-md:hidden" title={T.dragToReorder}>
            <GripIcon />
          </span>
        </span>
      </td>
      {/* A range may go over two lines (never inside a date), so that the table fits beside the side menu. */}
      <td className={`${cell} ${cellLabel} whitespace-normal text-slate-700`} data-label={columns.dates}>
        {projectDates(project)}
      </td>
      <td
        className={`${cell} ${cellLabel} text-slate-700 tabular-nums`}
        data-label={dashboardProjectsTexts.list.viewsLabel}
      >
        {views === undefined ? '–' : formatCount(views)}
      </td>
      <td className={`${cell} max-md:col-span-2 max-md:mt-2`}>
        <div className="flex flex-wrap gap-2 md:flex-nowrap">
          <Link
            to={paths.dashboardUpdateProject(project._id)}
            className={`button ${smallButton}`}
            aria-label={T.editLabel(project.title)}
          >
            {T.edit}
          </Link>
          <button
            type="button"
            className={`button button-secondary ${smallButton}`}
            aria-label={project.published ? T.unpublishLabel(project.title) : T.publishLabel(project.title)}
            disabled={publishing}
            onClick={() => props.onTogglePublished(project)}
          >
            {project.published ? T.unpublish : T.publish}
          </button>
          <button
            type="button"
            className={`button button-danger ${smallButton}`}
            aria-label={T.deleteLabel(project.title)}
            disabled={deleting}
            onClick={() => props.onDelete(project)}
          >
            {T.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
