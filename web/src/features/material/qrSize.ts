/** Spec §9: the QR dialog's default size (its own module, so a page drawing a code need not load the dialog). */
export const QR_SIZE = 110;
