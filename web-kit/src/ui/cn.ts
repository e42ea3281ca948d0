import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later ones are meant as additions, not overrides, so components avoid conflicting defaults. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
