/**
 * Gallery: the attachments of a record (issue 11, item 4: photos and PDFs of a case) as a grid of tiles, with a
 * lightbox for images (docs/architecture.md "files").
 *
 * - An image tile shows its thumbnail (`thumbnailSrc`; a spinner while `isLoading`, a message on `error`) and is
 *   a button that opens the lightbox: a {@link Modal} with the image at full size (`src`, the thumbnail meanwhile),
 *   its name as the title, and Previous / Next buttons (also the Left / Right arrow keys) through the images.
 * - A document tile (a PDF) is a link that opens `href` in a new tab, or, without `href`, a button that calls
 *   `onOpen` (for files the app must fetch first, for example with a token header).
 *
 * The app owns the URLs (it may create object URLs and revoke them); `onOpen` tells it which image the lightbox
 * shows, so that it loads the full size only then. Each tile is named "View … full size" / "Open …"; the name and
 * description show under it. The grid keeps at least 120 px tiles: two columns at 360 px, no sideways scrolling.
 */
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button as AriaButton, Link as AriaLink } from "react-aria-components";
import { formatMessage } from "../../i18n/messages";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { Alert } from "../alert/alert";
import { Button } from "../button/button";
import { Dialog, Modal } from "../dialog/dialog";
import { EmptyState } from "../empty-state/empty-state";
import { Icon } from "../icon/icon";
import { Spinner } from "../spinner/spinner";
import { galleryTileVariants, galleryVariants } from "./gallery.variants";

/** What a {@link GalleryItem} is: an image (thumbnail and lightbox) or a document (opened elsewhere). */
export type GalleryItemKind = "image" | "document";

/** An image: a URL, or a `Blob` (for bytes fetched with credentials, for example). */
export type ImageSource = string | Blob;

/** Props of {@link GalleryImage}. */
interface GalleryImageProps {
  source: ImageSource;
  alt: string;
  className: string;
  "data-slot": string;
}

/** An `<img>` from a URL or a Blob (object URL made in a ref callback and revoked on cleanup, React 19). */
function GalleryImage({ source, ...props }: GalleryImageProps) {
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof source === "string") return;
      const url = URL.createObjectURL(source);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [source],
  );
  return <img ref={ref} src={typeof source === "string" ? source : undefined} {...props} />;
}

/** One file of a {@link Gallery}. */
export interface GalleryItem {
  /** Unique id (React key). */
  id: string | number;
  /** The file name, shown under the tile and naming its button or link. */
  name: string;
  /** Image or document. */
  kind: GalleryItemKind;
  /**
   * Images: the thumbnail, as a URL or as a `Blob` (the gallery then makes an object URL and revokes it when the
   * image goes away); absent while it loads.
   */
  thumbnailSrc?: ImageSource;
  /** Images: the full size shown in the lightbox (URL or `Blob`); the thumbnail and a spinner show until it is set. */
  src?: ImageSource;
  /** Text alternative of the image in the lightbox. @default `name` */
  alt?: string;
  /** Documents: the URL opened in a new tab; without it the tile is a button that calls `onOpen`. */
  href?: string;
  /** A second line under the name (size, date, who sent it). */
  description?: ReactNode;
  /** Images: the thumbnail is loading (a spinner in the tile). @default false */
  isLoading?: boolean;
  /** Images: the thumbnail (or, in the lightbox, the full size) failed; `true` shows "The image could not be loaded". */
  error?: boolean | string;
  /** Documents: opening is under way (the tile shows a spinner and ignores presses). @default false */
  isOpening?: boolean;
}

/** Props of {@link Gallery}. */
export interface GalleryProps {
  /** The files, in the order shown. */
  items: readonly GalleryItem[];
  /** Accessible name of the list. @default "Attachments" / "ไฟล์แนบ" */
  "aria-label"?: string;
  /**
   * Called when the lightbox shows an image (opened, or moved to with Previous / Next): load its full size here;
   * and when a document tile without `href` is pressed.
   */
  onOpen?: (item: GalleryItem) => void;
  /** Loading: a spinner instead of the grid. @default false */
  isLoading?: boolean;
  /** Error message instead of the grid; `true` shows the default ("The attachments could not be loaded"). */
  error?: ReactNode;
  /** Shows a "Try again" button with the error. */
  onRetry?: () => void;
  /** What shows when there are no files. @default a small {@link EmptyState} "No attachments" */
  emptyState?: ReactNode;
  /** Classes merged over the root's. */
  className?: string;
}

/** The inside of an image tile: thumbnail, spinner or error. */
function ImageTileContent({ item }: { item: GalleryItem }) {
  const strings = useUiStrings();
  const slots = galleryVariants();
  if (item.error) {
    return (
      <span className={slots.placeholder()}>
        <Icon name="circle-alert" size={20} />
        <span>{item.error === true ? strings.galleryImageError : item.error}</span>
      </span>
    );
  }
  if (item.isLoading || !item.thumbnailSrc) return <Spinner size="sm" />;
  return <GalleryImage source={item.thumbnailSrc} alt="" className={slots.media()} data-slot="gallery-thumbnail" />;
}

/** The lightbox: one image at full size, Previous / Next through the images. */
function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const strings = useUiStrings();
  const slots = galleryVariants();
  const item = images[index]!;
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  // The arrow keys move through the images while the lightbox is open (it is modal: nothing else takes them).
  useEffect(() => {
    if (count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      const rtl = document.documentElement.dir === "rtl";
      event.preventDefault();
      const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
      onIndexChange((index + step + count) % count);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count, index, onIndexChange]);
  const shown = item.src ?? item.thumbnailSrc;
  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="max-w-4xl">
      <Dialog
        title={<span className="block truncate pe-8">{item.name}</span>}
        data-slot="gallery-lightbox"
        footer={
          count > 1 ? (
            <div className={slots.footer()}>
              <span className={slots.position()} aria-live="polite" data-slot="gallery-position">
                {formatMessage(strings.galleryPosition, { index: index + 1, count })}
              </span>
              <div className={slots.nav()}>
                <Button variant="secondary" size="sm" onPress={() => go(-1)}>
                  <Icon name="chevron-left" size={16} className="rtl:rotate-180" />
                  {strings.galleryPrevious}
                </Button>
                <Button variant="secondary" size="sm" onPress={() => go(1)}>
                  {strings.galleryNext}
                  <Icon name="chevron-right" size={16} className="rtl:rotate-180" />
                </Button>
              </div>
            </div>
          ) : undefined
        }
      >
        {item.description && <p className="mb-3">{item.description}</p>}
        <figure className={slots.figure()} aria-busy={!item.src && !item.error ? true : undefined}>
          {item.error && !item.src ? (
            <Alert tone="error">{item.error === true ? strings.galleryImageError : item.error}</Alert>
          ) : (
            <>
              {shown && <GalleryImage source={shown} alt={item.alt ?? item.name} className={slots.full()} data-slot="gallery-full" />}
              {!item.src && (
                <span className={slots.overlay()}>
                  <Spinner size="lg" className="text-primary" />
                </span>
              )}
            </>
          )}
        </figure>
      </Dialog>
    </Modal>
  );
}

/** A grid of attachments with a lightbox for images (see {@link GalleryProps}). */
export function Gallery({ items, onOpen, isLoading = false, error, onRetry, emptyState, className, ...props }: GalleryProps) {
  const strings = useUiStrings();
  const slots = galleryVariants();
  const images = items.filter((item) => item.kind === "image");
  const [openId, setOpenId] = useState<GalleryItem["id"] | null>(null);
  const openIndex = openId === null ? -1 : images.findIndex((image) => image.id === openId);

  const show = (item: GalleryItem) => {
    setOpenId(item.id);
    onOpen?.(item);
  };

  let content: ReactNode;
  if (error) {
    content = (
      <Alert tone="error" onRetry={onRetry}>
        {error === true ? strings.galleryError : error}
      </Alert>
    );
  } else if (isLoading) {
    content = (
      <div className={slots.statusArea()}>
        <Spinner size="lg" className="text-primary" />
      </div>
    );
  } else if (items.length === 0) {
    content = emptyState ?? <EmptyState icon="file" title={strings.galleryEmpty} size="sm" headingLevel="none" />;
  } else {
    content = (
      <ul aria-label={props["aria-label"] ?? strings.galleryLabel} className={slots.list()}>
        {items.map((item) => {
          const tileClass = (renderProps: object) => galleryTileVariants({ ...renderProps, kind: item.kind });
          let tile: ReactNode;
          if (item.kind === "image") {
            tile = (
              <AriaButton
                aria-label={formatMessage(strings.galleryOpenImage, { name: item.name })}
                className={tileClass}
                onPress={() => show(item)}
                data-slot="gallery-tile"
              >
                <ImageTileContent item={item} />
              </AriaButton>
            );
          } else {
            const label = formatMessage(strings.galleryOpenDocument, { name: item.name });
            const inside = item.isOpening ? (
              <Spinner size="sm" />
            ) : (
              <span className={slots.placeholder()}>
                <Icon name="file" size={32} />
                <span aria-hidden="true">{item.name.split(".").pop()?.toUpperCase()}</span>
              </span>
            );
            tile = item.href ? (
              <AriaLink
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} ${strings.opensInNewTab}`}
                className={tileClass}
                data-slot="gallery-tile"
              >
                {inside}
              </AriaLink>
            ) : (
              <AriaButton
                aria-label={label}
                className={tileClass}
                onPress={() => {
                  if (!item.isOpening) onOpen?.(item);
                }}
                data-slot="gallery-tile"
              >
                {inside}
              </AriaButton>
            );
          }
          return (
            <li key={item.id} className={slots.item()} data-slot="gallery-item" data-kind={item.kind}>
              {tile}
              <span className={slots.caption()}>
                <span className={slots.name()} title={item.name}>
                  {item.name}
                </span>
                {item.description && <span className={slots.description()}>{item.description}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div
      aria-busy={isLoading || undefined}
      data-slot="gallery"
      data-state={error ? "error" : isLoading ? "loading" : items.length === 0 ? "empty" : "ready"}
      className={slots.base({ className })}
    >
      {content}
      {openIndex >= 0 && (
        <Lightbox
          images={images}
          index={openIndex}
          onIndexChange={(index) => show(images[index]!)}
          onClose={() => setOpenId(null)}
        />
      )}
    </div>
  );
}
