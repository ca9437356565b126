import { toast as toastify, type Id, type ToastContent, type ToastOptions } from 'react-toastify';
import { toastContainer } from './toast-container';

type Show = (content: ToastContent, options?: ToastOptions) => Id;

/** Mounts the container, then shows the toast (toastify keeps it queued until the container is up). */
const mounting =
  (show: Show): Show =>
  (content, options) => {
    toastContainer.show();
    return show(content, options);
  };

/** react-toastify's `toast` for the app (docs/product.md): the container appears with the first one. */
export const toast = {
  success: mounting(toastify.success),
  error: mounting(toastify.error),
  info: mounting(toastify.info),
  warn: mounting(toastify.warn),
};
