/** The signed-in header: its row and the beta strip above it (the toaster keeps below both). */
export const HEADER_ROW_HEIGHT = 64;
export const BETA_STRIP_HEIGHT = 22;
export const HEADER_HEIGHT = HEADER_ROW_HEIGHT + BETA_STRIP_HEIGHT;
