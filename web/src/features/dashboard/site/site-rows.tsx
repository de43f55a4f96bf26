import type { SiteContent } from '@portfolio/common';
import { FieldArray, useFormikContext, type ArrayHelpers } from 'formik';
import type { ReactNode } from 'react';
import { ListError } from './site-fields';
import { dashboardSiteTexts } from '@/config/dashboard-site-texts';

/**
 * A list of the site form (paragraphs, semesters, skills, links): its own message (too many, too few) above its rows,
 * which `children` draws from the list's helpers and the form's values.
 */
export function SiteList({
  name,
  children,
}: {
  name: string;
  children: (list: ArrayHelpers, values: SiteContent) => ReactNode;
}) {
  const { values } = useFormikContext<SiteContent>();
  return (
    <FieldArray name={name}>
      {(list) => (
        <>
          <ListError name={name} />
          {children(list, values)}
        </>
      )}
    </FieldArray>
  );
}

/**
 * Adds a row at the end of a list, while it has fewer than `max`: a line of its own, under the rows, whatever field
 * follows the list.
 */
export function AddRowButton({
  count,
  max,
  onClick,
  children,
}: {
  count: number;
  max: number;
  onClick: () => void;
  children: string;
}) {
  if (count >= max) return null;
  return (
    <button
      type="button"
      className="button button-secondary justify-self-start sm:col-span-2"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A row's buttons: move it up or down a place, or remove it. */
export function RowActions({
  label,
  index,
  count,
  move,
  remove,
}: {
  label: string;
  index: number;
  count: number;
  move?: (from: number, to: number) => void;
  remove?: (index: number) => void;
}) {
  return (
    <div className="col-span-full flex flex-wrap items-end gap-2 sm:col-span-1">
      {move ? (
        <>
          <button
            type="button"
            className="button button-secondary"
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          >
            {dashboardSiteTexts.rows.moveUp}
            <span className="sr-only"> {label}</span>
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          >
            {dashboardSiteTexts.rows.moveDown}
            <span className="sr-only"> {label}</span>
          </button>
        </>
      ) : null}
      {remove ? (
        <button type="button" className="button button-secondary" onClick={() => remove(index)}>
          {dashboardSiteTexts.rows.remove}
          <span className="sr-only"> {label}</span>
        </button>
      ) : null}
    </div>
  );
}
