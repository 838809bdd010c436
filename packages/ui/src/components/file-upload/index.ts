export { FileUpload, formatFileSize, isAcceptedFileType } from "./file-upload";
export type { FileUploadItem, FileUploadProps, FileUploadStatus } from "./file-upload";
export { fileUploadDropZoneVariants, fileUploadItemVariants, fileUploadVariants } from "./file-upload.variants";
