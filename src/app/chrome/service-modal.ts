/** Modal flag the footer's service item opens; the footer hides while it is open. */
export const SERVICE_MODAL = 'service';
