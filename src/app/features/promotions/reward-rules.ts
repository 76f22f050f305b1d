// Reward application rules (game spec sections 4, 5 and 8), free of React:
// which images are refused and with which message key, and when Submit is enabled.

export interface RewardLimits {
  /** constants.rewardImageMaxBytes (5 MiB). */
  maxBytes: number;
  /** constants.rewardImagesMax (3). */
  maxImages: number;
  /** constants.rewardRemarksMaxLength (140 characters). */
  remarksMax: number;
}

/** The picker offers jpg, jpeg, png and gif at file level (game spec section 2)... */
export const PICKER_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** ...but only jpeg, jpg and png are accepted (section 5). */
const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/pjpeg'];
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png)$/i;

/** The documents' message keys (content:activity_*). */
export type ImageProblem = 'activity_image_type' | 'activity_apply_remark_limit3' | 'activity_apply_remark_limit4';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** Why `file` is refused when `chosen` images are already picked, or undefined when it is accepted. */
export function imageProblem(file: FileLike, chosen: number, limits: RewardLimits): ImageProblem | undefined {
  if (chosen >= limits.maxImages) return 'activity_apply_remark_limit4';
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type.toLowerCase()) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'activity_image_type';
  if (file.size > limits.maxBytes) return 'activity_apply_remark_limit3';
  return undefined;
}

/** Splits newly picked files into the accepted ones and the problems of the others, in order. */
export function pickImages<F extends FileLike>(
  existing: readonly F[],
  incoming: readonly F[],
  limits: RewardLimits,
): { images: F[]; problems: ImageProblem[] } {
  const images = [...existing];
  const problems: ImageProblem[] = [];
  for (const file of incoming) {
    const problem = imageProblem(file, images.length, limits);
    if (problem) problems.push(problem);
    else images.push(file);
  }
  return { images, problems };
}

/** A file's real kind from its first bytes (a renamed file is not an image). */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46) return 'gif';
  return undefined;
}

/** Characters as a player counts them (code points, like the platform's limit). */
export function remarksLength(text: string): number {
  return [...text].length;
}

/** `text` cut to `max` characters. */
export function clampRemarks(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

/** The platform takes remarks as plain text and refuses < and >. */
export function remarksProblem(text: string, max: number): 'remarksChars' | 'remarksLong' | undefined {
  if (/[<>]/.test(text)) return 'remarksChars';
  if (remarksLength(text) > max) return 'remarksLong';
  return undefined;
}

export interface Requirements {
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
}

/**
 * Submit enabling (game spec section 4): both flags Y needs remarks and images;
 * images only needs images; remarks only needs remarks; neither is always enabled.
 */
export function canSubmit(req: Requirements, remarks: string, images: number): boolean {
  const hasRemarks = remarks.trim().length > 0;
  const hasImages = images > 0;
  if (req.imageRequired === 'Y' && req.remarkRequired === 'Y') return hasRemarks && hasImages;
  if (req.imageRequired === 'Y') return hasImages;
  if (req.remarkRequired === 'Y') return hasRemarks;
  return true;
}
