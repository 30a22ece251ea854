import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { useUploadOfferImage } from '../api/partner-queries.ts';

/** Spec §5 (logo upload): the same text for anything that is not an image. */
export const NOT_AN_IMAGE = 'Kies een afbeeldingsbestand.';

/**
 * An offer's image: choose a file, see it at once, and keep the stored image's address once the upload is
 * done (`onChange`); "Afbeelding weghalen" clears it.
 */
export function OfferImageField({
  value,
  onChange,
  error,
  upload,
}: {
  value: string;
  onChange: (imageUrl: string) => void;
  error: string | undefined;
  upload: ReturnType<typeof useUploadOfferImage>;
}) {
  const [imageError, setImageError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const fileId = useId();

  const onFile = async (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setImageError(NOT_AN_IMAGE);
      return;
    }
    // The chosen file shows at once; once stored, the stored image replaces it.
    const local = URL.createObjectURL(file);
    setPreview(local);
    try {
      const saved = await upload.mutateAsync(file);
      onChange(saved.image_url);
    } catch (failure) {
      setImageError(failure instanceof Error ? failure.message : NOT_AN_IMAGE);
    } finally {
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  const shown = preview ?? (value || null);
  return (
    <div className="flex flex-wrap items-start gap-4">
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
          Afbeelding (PNG, JPEG, GIF of WebP, optioneel)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/*"
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        {upload.isPending ? <p className="text-sm text-muted">Uploaden…</p> : null}
        {imageError ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {imageError}
          </p>
        ) : null}
        {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
      </div>
      {shown ? (
        <figure className="m-0">
          <img
            src={shown}
            alt="Voorbeeld van de afbeelding"
            className="h-24 w-40 rounded-brand border border-border object-cover"
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setPreview(null);
              onChange('');
            }}
          >
            Afbeelding weghalen
          </Button>
        </figure>
      ) : null}
    </div>
  );
}
