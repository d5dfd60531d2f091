// Class names for the primitives: clsx's conditions, then tailwind-merge so a caller's class wins over
// the primitive's own (className="px-2" replaces the default padding instead of fighting it).
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
