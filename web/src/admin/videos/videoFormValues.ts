import type { VideoInput, VideoRecordQuery, VideoType } from '../../gql/graphql';
import { videoMessages } from '../../forms/videoMessages';
import { problemsOnly } from '../records/personRules';

const rules = videoMessages.rules;

/** Longest title and address the API keeps. */
export const videoTitleMaxLength = 254;
export const videoDescriptionMaxLength = 2000;
export const videoUrlMaxLength = 2000;

export interface VideoFormValues {
  title?: string;
  description?: string;
  url?: string;
  type?: VideoType;
  isActive: boolean;
}

export type VideoFormField = 'title' | 'description' | 'url' | 'type' | 'isActive';
export const videoFormFields: readonly VideoFormField[] = ['title', 'description', 'url', 'type', 'isActive'];

export type LoadedVideo = NonNullable<VideoRecordQuery['video']>;

/** A new video: active, internal (training and announcements are what staff add most). */
export const newVideoValues: VideoFormValues = { isActive: true, type: 'INTERNAL' };

export function valuesOfVideo(video: LoadedVideo): VideoFormValues {
  return {
    title: video.title,
    description: video.description ?? undefined,
    url: video.url,
    type: video.type,
    isActive: video.isActive,
  };
}

function urlProblem(url: string | undefined): string | undefined {
  const text = (url ?? '').trim();
  if (text === '') return rules.urlRequired;
  if (text.length > videoUrlMaxLength) return rules.tooLong(videoUrlMaxLength);
  return /^https?:\/\/\S+$/i.test(text) ? undefined : rules.urlInvalid;
}

/**
 * Title and address are required (spec §5), the address a web address; whether it can be embedded
 * (YouTube or Vimeo) is the API's call, whose message lands on the field.
 */
export function validateVideoForm(values: VideoFormValues): Partial<Record<VideoFormField, string>> {
  const title = (values.title ?? '').trim();
  return problemsOnly({
    title: title === '' ? rules.titleRequired : title.length > videoTitleMaxLength ? rules.tooLong(videoTitleMaxLength) : undefined,
    description:
      (values.description ?? '').trim().length > videoDescriptionMaxLength ? rules.tooLong(videoDescriptionMaxLength) : undefined,
    url: urlProblem(values.url),
    type: values.type === undefined ? rules.typeRequired : undefined,
    isActive: undefined,
  });
}

/** What the API stores: trimmed texts, an empty description as none. */
export function toVideoInput(values: VideoFormValues): VideoInput {
  const description = (values.description ?? '').trim();
  return {
    title: (values.title ?? '').trim(),
    description: description === '' ? null : description,
    url: (values.url ?? '').trim(),
    type: values.type ?? 'INTERNAL',
    isActive: values.isActive,
  };
}
