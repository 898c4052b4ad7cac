import { youTubeEmbedUrl } from '../lib/video';

/** The YouTube player (privacy-enhanced domain), loaded only when scrolled near; its frame keeps the 16:9 box either way. */
export function VideoEmbed({ videoId, title, className }: { videoId: string; title: string; className?: string }) {
  return (
    <div className={['video-frame', className].filter(Boolean).join(' ')}>
      <iframe
        src={youTubeEmbedUrl(videoId)}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        loading="lazy"
      />
    </div>
  );
}
