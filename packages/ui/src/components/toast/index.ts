export { ToastProvider, ToastRegion, showToast, toastQueue, createToastQueue } from "./toast";
export type { ToastContent, ShowToastOptions, UiToastQueue, ToastProviderProps, ToastRegionProps } from "./toast";
export { toastRegionVariants, toastVariants } from "./toast.variants";
