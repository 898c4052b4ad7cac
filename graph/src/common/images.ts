// Pictures graph and the worker draw (uploads, thumbnails, the first seed's pictures) are drawn by
// sharp in a child process that leaves when idle (@savepoint/images): neither keeps libvips
// resident (~30 MB each against the product's 500 MB budget), and a decoder crashing on an upload
// takes down that child, not the API.
import { ImageProcess } from '@savepoint/images';

/** This process's image process, started with its first picture. */
export const images = new ImageProcess();
