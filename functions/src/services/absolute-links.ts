// Pure: no Firebase, so that its test runs without the emulators.

/** The post's HTML with its site-relative links and images (and in-page anchors) made absolute, for feed readers. */
export function absoluteLinks(html: string, origin: string, pageUrl: string): string {
  return html.replace(/(\s(?:src|href)=")\/(?!\/)/g, `$1${origin}/`).replace(/(\shref=")#/g, `$1${pageUrl}#`);
}
