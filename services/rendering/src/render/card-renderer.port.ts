import type { Rect } from '@cards/card-layout';
import type { ThumbnailFormat } from '@cards/contracts';

/** Facts written into a print PDF's Info dictionary. */
export interface PdfMetadata {
  title: string;
  subject: string;
  keywords: string[];
}

/** A print document: self-contained HTML whose pages are all one size. */
export interface PrintDocument {
  html: string;
  /** Page size including the bleed, mm. */
  pageWidthMm: number;
  pageHeightMm: number;
  bleedMm: number;
  metadata: PdfMetadata;
}

/**
 * Turns a print document into a print-ready PDF: exact MediaBox/BleedBox (the page with its
 * bleed) and TrimBox (the cut size), fonts embedded, metadata set. Implementations must not
 * let the document reach the network.
 */
export interface PdfRenderer {
  renderPdf(doc: PrintDocument): Promise<Buffer>;
  /**
   * The print PDF and screen pictures of the same document, loaded once: a paid card's print
   * file and the thumbnail its mail and the admin show, for the cost of one render and a
   * screenshot instead of two renders.
   */
  renderPdfWithPictures(doc: PrintDocument, pictures: PictureShots): Promise<PdfWithPictures>;
}

/** Pictures to take of a print document's page (regions of its pages, as a thumbnail request's). */
export interface PictureShots {
  shots: ThumbnailShot[];
  format: ThumbnailFormat;
}

export interface PdfWithPictures {
  pdf: Buffer;
  /** By shot name. */
  pictures: Record<string, Buffer>;
}

/** One picture to take of a document: a region of its (vertically stacked) pages. */
export interface ThumbnailShot {
  name: string;
  /** Region in mm from the top-left of page 1; page 2 starts at `pageHeightMm`. */
  clip: Rect;
  /** Width of the picture in pixels; the height follows the clip's proportions. */
  widthPx: number;
}

export interface ThumbnailRequest {
  html: string;
  pageWidthMm: number;
  pageHeightMm: number;
  pages: number;
  shots: ThumbnailShot[];
  format: ThumbnailFormat;
}

/** Screen-size pictures (JPEG, or WebP for keys handed out before) of parts of a document, for the shop's card views and mails. */
export interface ThumbnailRenderer {
  renderThumbnails(req: ThumbnailRequest): Promise<Record<string, Buffer>>;
}
