/**
 * Saves an answer's body as a file: the name the API gives it (Content-Disposition), else `fallbackName`. Fetched
 * first, since a plain link would carry no token.
 */
export async function saveAsFile(response: Response, fallbackName: string): Promise<void> {
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
