import { cardPage, fitCardText, thumbnailClips, type CardContent, type CardGeometry, type PagePhotos, type Rect } from '@cards/card-layout';
import { FLAT_SIZE_MM } from '@cards/contracts';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useListStylesQuery } from '../catalog/catalog.api';
import type { Card, CardInstance, Product } from '../../api/types';
import { Spinner } from '../../components/icon';
import { webFonts } from './card-fonts';
import { useGetCardSigningQuery } from './signing.api';
import { useArtwork } from './use-artwork';

interface Props {
  card: Pick<Card, 'id' | 'recipient_name' | 'sender_name' | 'event' | 'style' | 'photos'>;
  option: Pick<CardInstance, 'id' | 'image_url'>;
  /** The words to show: the saved ones, or the ones being edited. */
  words: { front: string; inside: string };
  product?: Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm' | 'name'>;
  /** Only one sheet: the outside (0) or the inside (1), as the words editor shows the one being typed. */
  only?: 0 | 1;
  /** Only the trimmed front, as a tile of a list shows the card (no trim or fold lines, no captions). */
  cover?: boolean;
  /** One recipient's greeting line on a card sent to many: it takes the written greeting's place, as it prints for them. */
  salutation?: string | null;
}

/** CSS pixels per millimetre, as Chromium lays the print page out. */
const PX = 96 / 25.4;
const A6 = { name: 'A6 greeting card', flat_width_mm: FLAT_SIZE_MM.A6.width, flat_height_mm: FLAT_SIZE_MM.A6.height, bleed_mm: 3 };

/**
 * One sheet of the card (outside or inside) as it prints: the card's own HTML from the
 * shared layout in a sandboxed frame (no scripts; the app fits the words in it as the printer
 * does), scaled to the width available. Trim and fold are drawn over it, outside the frame.
 * Also the e-card page's, which shows clipped panels of it.
 */
export function Sheet({
  html,
  geometry: g,
  sheet,
  sheets = 2,
  title,
  clip,
}: {
  html: string;
  geometry: CardGeometry;
  sheet: number;
  sheets?: number;
  title: string;
  /** Show only this region of the sheet (mm from its top-left), e.g. the trimmed front. */
  clip?: Rect;
}) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [scale, setScale] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [first] = useState(html);
  const shown = useRef(first);
  const width = g.pageW * PX,
    height = g.pageH * PX;
  const shownW = (clip?.w ?? g.pageW) * PX;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / shownW);
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [shownW]);

  // Later words replace the frame's document in place, so editing never flashes an empty frame.
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!loaded || !doc) return;
    if (html !== shown.current) {
      doc.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>/i, '').replace(/<\/html>\s*$/i, '');
      shown.current = html;
    }
    void fitCardText(doc as unknown as Parameters<typeof fitCardText>[0]).then(() => doc.documentElement.setAttribute('data-fitted', ''));
  }, [html, loaded]);

  const pct = (mm: number, of: number) => `${(mm / of) * 100}%`;
  const offset = clip ? `translate(${-clip.x * PX}px, ${-clip.y * PX}px)` : `translateY(${-sheet * height}px)`;
  return (
    <div
      ref={box}
      className={clip ? 'sheet-view sheet-clip' : 'sheet-view'}
      style={{ aspectRatio: clip ? `${clip.w} / ${clip.h}` : `${g.pageW} / ${g.pageH}` }}
    >
      <iframe
        ref={frame}
        title={title}
        srcDoc={first}
        sandbox="allow-same-origin"
        tabIndex={-1}
        onLoad={() => setLoaded(true)}
        className="sheet-frame"
        data-sheet={sheet === 0 ? 'outside' : sheet === 1 ? 'inside' : `inside-${sheet}`}
        style={{
          width,
          height: height * sheets,
          transform: `scale(${scale}) ${offset}`,
          visibility: scale ? 'visible' : 'hidden',
        }}
      />
      {!clip && (
        <>
          <span className="trim" aria-hidden="true" style={{ inset: `${pct(g.bleed, g.pageH)} ${pct(g.bleed, g.pageW)}` }} />
          <span className="fold" aria-hidden="true" style={{ left: pct(g.foldX, g.pageW) }} />
        </>
      )}
    </div>
  );
}

/** The customer's photos, at screen size: the same crop lays them out as the print version. */
function useCardPhotos(cardPhotos: Props['card']['photos']) {
  const frontPhoto = cardPhotos?.find((p) => p.panel === 'front');
  const insidePhoto = cardPhotos?.find((p) => p.panel === 'inside_left');
  const front = useArtwork(frontPhoto?.preview_url);
  const inside = useArtwork(insidePhoto?.preview_url);
  const photos = useMemo<PagePhotos>(
    () => ({
      ...(frontPhoto && front.artwork ? { front: { image: front.artwork, crop: frontPhoto.crop, textBand: frontPhoto.text_band } } : {}),
      ...(insidePhoto && inside.artwork
        ? { inside_left: { image: inside.artwork, crop: insidePhoto.crop, textBand: insidePhoto.text_band } }
        : {}),
    }),
    [frontPhoto, insidePhoto, front.artwork, inside.artwork],
  );
  return { photos, frontPhoto, loading: front.loading || inside.loading };
}

/** The sheets of the preview, captioned: the outside, the inside, and any inside sheets added for signatures. */
function PreviewSheets(props: { html: string; geometry: CardGeometry; sheets: number; only: Props['only']; product: Props['product'] }) {
  const { html, geometry: g, sheets, only, product } = props;
  return (
    <>
      {only !== 1 && (
        <figure>
          <Sheet html={html} geometry={g} sheet={0} sheets={sheets} title="The outside of your card, back and front, as it will print" />
          <figcaption>Outside — back and front</figcaption>
        </figure>
      )}
      {only !== 0 && (
        <figure>
          <Sheet html={html} geometry={g} sheet={1} sheets={sheets} title="The inside of your card, as it will print" />
          <figcaption>
            Inside
            {product
              ? ` — ${product.name}, ${product.flat_width_mm} × ${product.flat_height_mm} mm flat, ${product.bleed_mm} mm bleed`
              : ''}
          </figcaption>
        </figure>
      )}
      {only !== 0 &&
        Array.from({ length: sheets - 2 }, (_, i) => (
          <figure key={i}>
            <Sheet
              html={html}
              geometry={g}
              sheet={i + 2}
              sheets={sheets}
              title={`Added inside sheet ${i + 1}: more signatures, as it will print`}
            />
            <figcaption>Added inside sheet {i + 1} — more signatures</figcaption>
          </figure>
        ))}
    </>
  );
}

/**
 * "Your card, as it will print": the outside (back | front) and the inside spread, made by
 * the same layout as the PDF and the thumbnails — same fonts, artwork, words and places —
 * at the chosen product's size, following the words while they are edited.
 */
export function PrintPreview({ card, option, words, product, only, cover, salutation }: Props) {
  const styles = useListStylesQuery();
  const { artwork, loading } = useArtwork(option.image_url);
  // A group card's signatures print inside every option; they arrive live (card_updated reloads them).
  const signing = useGetCardSigningQuery(card.id);
  const signatures = signing.data?.signatures;
  const { photos, frontPhoto, loading: photosLoading } = useCardPhotos(card.photos);
  const live = useDeferredValue(words);
  const p = product ?? A6;
  const palette = useMemo(() => styles.data?.find((s) => s.id === card.style?.id)?.palette ?? [], [styles.data, card.style?.id]);
  const family = styles.data?.find((s) => s.id === card.style?.id)?.family;
  const page = useMemo(() => {
    const content: CardContent = {
      id: option.id,
      headline: live.front,
      inside: live.inside,
      style: { slug: card.style?.slug ?? 'classic', name: card.style?.name ?? null, family },
      palette,
      occasion_slug: card.event?.slug ?? '',
      occasion_name: card.event?.name ?? null,
      recipient_name: card.recipient_name || null,
      sender_name: card.sender_name || null,
      signatures: signatures?.map((s) => ({ id: s.id, name: s.name, message: s.message, hand: s.hand })) ?? [],
      salutation: salutation ?? null,
    };
    return cardPage({ content, product: p, artwork, photos, fonts: webFonts, fontOrigin: window.location.origin });
  }, [
    option.id,
    live.front,
    live.inside,
    card.style,
    family,
    card.event,
    card.recipient_name,
    card.sender_name,
    palette,
    p,
    artwork,
    photos,
    signatures,
    salutation,
  ]);
  // Signatures that do not fit the inside go on added inside sheets, shown after it.
  const sheets = 2 + (page.html.match(/data-page="inside-more"/g) ?? []).length;
  const ready = (!!artwork || (!option.image_url && !loading) || !!frontPhoto) && !photosLoading;
  const g = page.geometry;

  if (cover) {
    const front = thumbnailClips(g).front;
    return ready && styles.isSuccess ? (
      <Sheet html={page.html} geometry={g} sheet={0} sheets={sheets} clip={front} title="The front of this option, as it will print" />
    ) : (
      <div className="sheet-view sheet-loading" style={{ aspectRatio: `${front.w} / ${front.h}` }}>
        <Spinner label="Laying out the card" size={28} />
      </div>
    );
  }
  return (
    <div className="print-preview" aria-label="Print preview">
      {ready && styles.isSuccess ? (
        <PreviewSheets html={page.html} geometry={g} sheets={sheets} only={only} product={product} />
      ) : (
        <div className="sheet-view sheet-loading" style={{ aspectRatio: `${g.pageW} / ${g.pageH}` }}>
          <Spinner label="Laying out your card" size={28} />
        </div>
      )}
    </div>
  );
}
