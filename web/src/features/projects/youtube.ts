/** The privacy-enhanced YouTube player: no cookies until the visitor plays the video. */
export function youTubeEmbedUrl(videoId: string, { autoplay = false } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  return autoplay ? `${url}?autoplay=1` : url;
}
