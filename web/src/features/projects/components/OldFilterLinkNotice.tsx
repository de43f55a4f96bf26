/**
 * Said only without JavaScript, on the plain list: a link shared before filtered lists had a path of their own
 * (`/projects/all?tech=Kotlin`) reaches this page's published file, which cannot see the query, and only the page's
 * first script can send it on to the filtered list. The file cannot know whether the address has a filter, so the
 * line is worded to be true on any address, and is small; with JavaScript a `<noscript>` shows nothing.
 * Its classes are all ones the page carries outside it: the page's stylesheet is made from the classes of its
 * markup, this line's included, while the app's merge of the whole stylesheet sees only the elements a browser with
 * scripts builds, which leaves the `<noscript>`'s inside out; a class of its own would set the two apart.
 */
export function OldFilterLinkNotice({ filteredPath }: { filteredPath: string }) {
  return (
    <noscript>
      <p className="mt-6 text-sm text-slate-600">
        Without JavaScript, a shared link&apos;s filters are not applied here: choose them above, or put
        /filter after the category in its address, as the{' '}
        <a href={filteredPath} className="font-medium text-brand-700 underline underline-offset-2">
          filtered view
        </a>{' '}
        does.
      </p>
    </noscript>
  );
}
