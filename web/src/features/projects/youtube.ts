/** The privacy-enhanced YouTube player: no cookies until the visitor plays the video. */
export function youTubeEmbedUrl(videoId: string, { autoplay = false } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;
  return autoplay ? `${url}?autoplay=1` : url;
}

/** The video's page on YouTube, where the demo link leads until the app replaces it with the embedded player. */
export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
