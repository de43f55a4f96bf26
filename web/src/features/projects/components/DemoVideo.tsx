import { useEffect, useRef, useState } from 'react';
import { projectPageTexts } from '@/config/project-page-texts';
import { projectTexts } from '@/config/project-texts';
import { answeredInPage } from '@/lib/links';
import { youTubeEmbedUrl, youTubeWatchUrl } from '@/features/projects/youtube';

/**
 * The demo video behind a play link, which leads to the video on YouTube until the app runs. YouTube's player (a
 * page of its own, hundreds of kilobytes of script and long tasks) loads only when the visitor asks for it, then
 * starts playing with the keyboard focus on it. The link is drawn with CSS alone, so the page fetches nothing from
 * YouTube before that.
 */
export function DemoVideo({ videoId, projectTitle }: { videoId: string; projectTitle: string }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className="mt-6 aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-lg scheme-light">
      {playing ? (
        <iframe
          ref={player}
          src={youTubeEmbedUrl(videoId, { autoplay: true })}
          title={projectTexts.videoTitle(projectTitle)}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      ) : (
        <a
          href={youTubeWatchUrl(videoId)}
          onClick={answeredInPage(() => setPlaying(true))}
          aria-label={projectPageTexts.playVideo(projectTitle)}
          className="group flex size-full flex-col items-center justify-center gap-3 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-brand-600 shadow-lg transition-transform group-hover:scale-110 sm:size-20"
          >
            {/* A triangle from borders, nudged right to look centred; physical sides on purpose, as play points right in
                every direction of text. */}
            <span className="ml-1.5 size-0 border-y-[12px] border-l-[20px] border-y-transparent border-l-white sm:border-y-[14px] sm:border-l-[24px]" />
          </span>
          <span className="text-sm font-medium" aria-hidden="true">
            {projectPageTexts.playVideoLabel}
          </span>
        </a>
      )}
    </div>
  );
}
