/** A file that cannot be read as an address list at all (as opposed to one with bad rows). */
export class ImportFileError extends Error {}
