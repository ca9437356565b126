import { cssTransition, ToastContainer } from 'react-toastify';

/** Toasts (docs/product.md): message and status, auto-close 5000 ms, no progress bar, 300 ms collapse. */
const Fade = cssTransition({ enter: 'toast-enter', exit: 'toast-exit', collapse: true, collapseDuration: 300 });

export default function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} hideProgressBar transition={Fade} closeOnClick newestOnTop theme="light" />;
}
