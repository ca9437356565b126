import { apiUrl } from '../../api/config';
import type { Product } from '../../api/types';

interface Props {
  product?: Pick<Product, 'flat_width_mm' | 'flat_height_mm' | 'bleed_mm' | 'name'>;
  imageUrl?: string | null;
  front: string; inside: string; recipient: string; sender: string;
}

/**
 * True to print: the outside (back | front) and the inside spread at the product's flat size,
 * with the bleed drawn outside a dashed trim line, in the proportions the PDF will have.
 */
export function PrintPreview({ product, imageUrl, front, inside, recipient, sender }: Props) {
  const w = product?.flat_width_mm ?? 296;
  const h = product?.flat_height_mm ?? 210;
  const bleed = product?.bleed_mm ?? 3;
  const style = { '--w': w + 2 * bleed, '--h': h + 2 * bleed, '--bleed-x': `${(bleed / (w + 2 * bleed)) * 100}%`, '--bleed-y': `${(bleed / (h + 2 * bleed)) * 100}%` } as React.CSSProperties;
  const img = apiUrl(imageUrl);
  return (
    <div className="print-preview" aria-label="Print preview">
      <figure>
        <div className="spread" style={style}>
          <div className="panel panel-back"><span className="back-mark">Greeting Cards<br /><small>Designed by {sender} · printed in the UK</small></span></div>
          <div className="panel panel-front">
            {img ? <img src={img} alt={`Artwork for ${recipient}’s card`} /> : <span className="art-placeholder">Artwork on its way…</span>}
            {front && <span className="front-words">{front}</span>}
          </div>
          <span className="trim" aria-hidden="true" />
          <span className="fold" aria-hidden="true" />
        </div>
        <figcaption>Outside — back and front</figcaption>
      </figure>
      <figure>
        <div className="spread" style={style}>
          <div className="panel panel-inside-left" />
          <div className="panel panel-inside-right">
            {inside ? <p className="inside-words">{inside}</p> : <p className="muted">The words are on their way…</p>}
          </div>
          <span className="trim" aria-hidden="true" />
          <span className="fold" aria-hidden="true" />
        </div>
        <figcaption>Inside{product ? ` — ${product.name}, ${w} × ${h} mm flat, ${bleed} mm bleed` : ''}</figcaption>
      </figure>
    </div>
  );
}
