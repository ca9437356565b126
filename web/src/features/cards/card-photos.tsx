import { PHOTO_LIMITS, type CardPhoto, type PhotoPanel } from '@cards/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import { apiUrl } from '../../api/config';
import type { Card, Product } from '../../api/types';
import { Icon, Spinner } from '../../components/icon';
import { useDeleteCardPhotoMutation, useUpdateCardPhotoMutation, useUploadCardPhotoMutation } from './cards.api';
import { PhotoCropper } from './photo-crop';
import { useListStylesQuery } from '../catalog/catalog.api';
import { askToConfirm } from '../../components/confirm';

const PANELS: Array<{ panel: PhotoPanel; title: string; hint: string }> = [
  {
    panel: 'front',
    title: 'Front',
    hint: 'Your photo becomes the front of the card (no artwork is made); your greeting sits in the band you choose.',
  },
  { panel: 'inside_left', title: 'Inside left', hint: 'Your photo fills the inside left page, beside the message.' },
];
const MB = 1024 * 1024;

/** The greeting the front will carry: the first option's, or the occasion's words before any are written. */
function useFrontGreeting(card: Card) {
  const styles = useListStylesQuery();
  const style = styles.data?.find((s) => s.id === card.style?.id);
  return {
    text:
      card.card_instances?.find((i) => i.front_text.trim())?.front_text ??
      `${card.event?.name ?? 'Hello'}, ${card.recipient_name || 'you'}!`,
    style: { slug: card.style?.slug ?? 'classic', name: card.style?.name ?? null, family: style?.family },
    palette: style?.palette ?? [],
  };
}

/** The panel's photo as it is now, with its size in pixels. */
function CurrentPhoto({ photo, title }: { photo: CardPhoto; title: string }) {
  return (
    <div className="photo-current">
      <img src={apiUrl(photo.preview_url)} alt={`Your ${title.toLowerCase()} photo`} width={photo.width_px} height={photo.height_px} />
      <span className="muted">
        {photo.original_width_px} × {photo.original_height_px} px
      </span>
    </div>
  );
}

type Sheet = { product: Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm'>; name: string };

/** Sends a chosen file as the panel's photo, after the browser's own check of its size. */
function usePhotoUpload(cardId: number, panel: PhotoPanel, onAdded: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUploadCardPhotoMutation();
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setProblem(null);
    // The server checks again from the bytes; this only saves sending 20 MB to be told no.
    if (file.size > PHOTO_LIMITS.maxBytes) {
      setProblem(`This photo is ${(file.size / MB).toFixed(1)} MB; the most we take is 20 MB. Please choose a smaller file.`);
      return;
    }
    const r = await upload({ card_id: cardId, panel, file });
    if ('error' in r) {
      setProblem(errorMessage(r.error, 'Your photo could not be added. Please try again.'));
      return;
    }
    toast.success('Your photo is on the card. Check its position below.');
    onAdded();
  };
  return { onFile, problem, uploading: uploading.isLoading };
}

/** The cropper of a panel's photo, saving what is chosen; the card is then laid out again. */
function PhotoAdjuster(props: { card: Card; panel: PhotoPanel; photo: CardPhoto; sheet: Sheet; onDone: () => void }) {
  const { card, panel, photo, sheet, onDone } = props;
  const [update, updating] = useUpdateCardPhotoMutation();
  const greeting = useFrontGreeting(card);
  return (
    <PhotoCropper
      photo={photo}
      sheet={sheet.product}
      sizeName={sheet.name}
      saving={updating.isLoading}
      greeting={greeting}
      onCancel={onDone}
      onSave={async (v) => {
        const r = await update({ card_id: card.id, panel, ...v });
        if ('error' in r) toast.error(errorMessage(r.error));
        else {
          toast.success('Saved. Your card is being laid out again.');
          onDone();
        }
      }}
    />
  );
}

/** One panel's photo: add, adjust (crop, position, words' band), replace, remove. */
function PanelPhoto({ card, panel, title, hint, sheet }: { card: Card; panel: PhotoPanel; title: string; hint: string; sheet: Sheet }) {
  const id = useId();
  const photo = card.photos?.find((p) => p.panel === panel);
  const input = useRef<HTMLInputElement>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [remove, removing] = useDeleteCardPhotoMutation();
  const { onFile, problem, uploading } = usePhotoUpload(card.id, panel, () => setAdjusting(true));

  return (
    <div className="photo-panel" aria-labelledby={`${id}-h`} role="group">
      <h3 id={`${id}-h`}>{title}</h3>
      {photo ? <CurrentPhoto photo={photo} title={title} /> : <p className="field-hint">{hint}</p>}
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic"
        className="visually-hidden"
        onChange={(e) => void onFile(e)}
        aria-label={`Photo for the ${title.toLowerCase()}`}
        aria-describedby={`${id}-help`}
        tabIndex={-1}
      />
      <span id={`${id}-help`} className="visually-hidden">
        JPEG, PNG or WebP, up to 20 MB.
      </span>
      <div className="button-row">
        <button type="button" className="button button-small" onClick={() => input.current?.click()} disabled={uploading}>
          {uploading ? <Spinner label="Checking your photo" /> : <Icon name="add" size={16} />}{' '}
          {photo ? 'Replace photo' : `Add a photo to the ${title.toLowerCase()}`}
        </button>
        {photo && !adjusting && (
          <button type="button" className="button button-small" onClick={() => setAdjusting(true)}>
            <Icon name="compass" size={16} /> Crop and position
          </button>
        )}
        {photo && (
          <button
            type="button"
            className="button button-small button-ghost button-danger"
            disabled={removing.isLoading}
            onClick={() => {
              void askToConfirm({ title: 'Take this photo off the card?', confirmLabel: 'Remove the photo' }).then(
                (yes) => yes && void remove({ card_id: card.id, panel }),
              );
            }}
          >
            <Icon name="delete" size={16} /> Remove
          </button>
        )}
      </div>
      {uploading && (
        <p className="field-hint" role="status">
          Uploading and checking your photo…
        </p>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {photo && adjusting && <PhotoAdjuster card={card} panel={panel} photo={photo} sheet={sheet} onDone={() => setAdjusting(false)} />}
    </div>
  );
}

/**
 * "Your own photos": a photo on the front (instead of artwork) and/or the inside left page,
 * each cropped for the card as it prints, with a warning when it would print soft.
 */
export function CardPhotos({
  card,
  product,
}: {
  card: Card;
  product?: Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm' | 'name'>;
}) {
  const sheet = product
    ? { product, name: product.name }
    : { product: { flat_width_mm: 210, flat_height_mm: 148, bleed_mm: 3 }, name: 'On an A6 card' };
  return (
    <section className="card-box card-photos" aria-labelledby="card-photos-title">
      <h2 id="card-photos-title">Your own photos</h2>
      <p className="field-hint">
        JPEG, PNG or WebP, up to 20 MB. We remove the location and camera details from your photos before we keep them.
      </p>
      <div className="photo-panels">
        {PANELS.map((p) => (
          <PanelPhoto key={p.panel} card={card} sheet={sheet} {...p} />
        ))}
      </div>
    </section>
  );
}
