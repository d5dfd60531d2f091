// DataTable's sort buttons carry no data-slot, so the older pages' global button style (a filled accent
// button, app/globals.css) reaches them; the screener pages' tables undo it until that style is gone.
export const plainSortButtons =
  "[&_th_button]:border-0 [&_th_button]:bg-transparent [&_th_button]:p-0 [&_th_button]:text-inherit";
