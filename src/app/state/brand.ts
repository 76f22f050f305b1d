// The brand config of the page, read once from the boot data. Never changes.
import type { BrandConfig } from '../../config/generated/brand.ts';
import { atom, useAtomValue } from './jotai.ts';

export const brandAtom = atom<BrandConfig | null>(null);

export function useBrand(): BrandConfig {
  const brand = useAtomValue(brandAtom);
  if (!brand) throw new Error('useBrand() outside the app: the store has no brand config');
  return brand;
}

export function useConstants(): BrandConfig['constants'] {
  return useBrand().constants;
}
