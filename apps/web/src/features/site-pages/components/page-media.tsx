import { isAllowedMediaUrl, isVideoUrl, mediaList } from '@fuellinq/domain/site-pages/site-page-rules';
import type { MediaUrl } from '@fuellinq/domain/site-pages/site-page.contract';

/** Spec §2: media_url (one address or a list) as images, or as video for an mp4. */
export function PageMedia({ mediaUrl, title }: { mediaUrl: MediaUrl; title: string }) {
  // The server only stores safe addresses; the check here keeps a preview of unsaved input just as safe.
  const urls = mediaList(mediaUrl).filter(isAllowedMediaUrl);
  if (urls.length === 0) return null;
  return (
    <div className="mt-8 grid gap-4 sm:grid-cols-2">
      {urls.map((url, index) =>
        isVideoUrl(url) ? (
          // A page's video comes as a bare address without a caption file; the editor asks for videos whose
          // content the page's text also tells (decision 014).
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            key={`${url}-${index}`}
            src={url}
            controls
            preload="metadata"
            className="w-full rounded-brand bg-black"
            aria-label={`Video bij ${title}`}
          />
        ) : (
          <img
            key={`${url}-${index}`}
            src={url}
            alt={`Afbeelding ${index + 1} bij ${title}`}
            loading="lazy"
            className="w-full rounded-brand object-cover"
          />
        ),
      )}
    </div>
  );
}
