import { useRef } from 'react';
import { PLATFORM_LABELS, type TMeetingPlatform } from '@contracts/booking/meeting';
import {
  LOCATION_KINDS,
  MAX_ADDRESS,
  MAX_PHONE,
  MAX_VIDEO_LINK,
  type MeetingLocation,
  type TLocationKind,
} from '@domain/booking/meeting-location';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const CHOICE_LABELS: Record<TLocationKind, string> = {
  in_person: 'In person',
  phone: 'Phone call',
  video_link: 'Video call on my own link',
};

const VALUE_FIELDS: Record<
  TLocationKind,
  {
    label: string;
    placeholder: string;
    maxLength: number;
    type: 'text' | 'tel' | 'url';
    hint: string;
  }
> = {
  in_person: {
    label: 'Address',
    placeholder: 'e.g. 1 Example Street, London EC1A 1AA',
    maxLength: MAX_ADDRESS,
    type: 'text',
    hint: 'Visitors see "In person" before booking; the address goes only to whoever books.',
  },
  phone: {
    label: 'Phone number',
    placeholder: 'e.g. +44 20 7946 0000',
    maxLength: MAX_PHONE,
    type: 'tel',
    hint: 'Visitors see "Phone call" before booking; the number goes only to whoever books.',
  },
  video_link: {
    label: 'Video call link',
    placeholder: 'https://',
    maxLength: MAX_VIDEO_LINK,
    type: 'url',
    hint: 'Visitors see "Video call" before booking; the link goes only to whoever books.',
  },
};

/**
 * The page's "Location": visitors choose a video platform (those whose join link a connected
 * calendar makes), or the owner sets where every meeting takes place — an address, a phone number
 * or their own https video link. Text typed for one kind is kept while another is tried.
 */
export function LocationFields({
  idPrefix,
  location,
  linkPlatforms,
  onChange,
  error,
}: {
  idPrefix: string;
  location: MeetingLocation | null;
  /** The platforms the page's connected calendars make links for (none on a new page). */
  linkPlatforms: readonly TMeetingPlatform[];
  onChange: (location: MeetingLocation | null) => void;
  /** The server's or the contract's message about the value. */
  error: string | undefined;
}) {
  const typed = useRef<Partial<Record<TLocationKind, string>>>(
    location ? { [location.kind]: location.value } : {},
  );
  const noneLabel = linkPlatforms.length
    ? `Visitor chooses: ${linkPlatforms.map((p) => PLATFORM_LABELS[p]).join(' or ')}`
    : 'Not set';
  const noneHint = linkPlatforms.length
    ? 'Visitors pick the video platform; your connected calendar makes the join link.'
    : 'Meetings have no place yet: set one here, or connect a Google or Microsoft calendar to offer Google Meet or Teams.';
  const value = location ? VALUE_FIELDS[location.kind] : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        field={{ id: `${idPrefix}-location-kind`, input: {} }}
        label="Location"
        hint={location ? undefined : noneHint}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={location?.kind ?? ''}
            onChange={(e) => {
              const kind = e.target.value as TLocationKind | '';
              if (location) typed.current[location.kind] = location.value;
              onChange(kind ? { kind, value: typed.current[kind] ?? '' } : null);
            }}
          >
            <option value="">{noneLabel}</option>
            {LOCATION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {CHOICE_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {location && value && (
        <FormField
          field={{ id: `${idPrefix}-location-value`, error, input: {} }}
          label={value.label}
          hint={value.hint}
        >
          {(control) => (
            <Input
              {...control}
              type={value.type}
              value={location.value}
              maxLength={value.maxLength}
              placeholder={value.placeholder}
              autoComplete="off"
              onChange={(e) => onChange({ kind: location.kind, value: e.target.value })}
            />
          )}
        </FormField>
      )}
    </div>
  );
}
