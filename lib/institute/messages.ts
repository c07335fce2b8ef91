import type { InstituteResource } from './types';

/**
 * What a page shows when a read failed and no earlier data exists (spec section 8): a failed
 * result carries a `messageKey` of the `instituteErrors` namespace of messages/{en,bn}.json, where
 * the texts are: the spec's English, typos included ('deparment', 'Faild'), and ours where the
 * spec names none. A resource's name is its key; the magazines, read with the labs, have their own.
 */
export type InstituteMessageKey = InstituteResource | 'magazines';
