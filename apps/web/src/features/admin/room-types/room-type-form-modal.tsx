import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  IMAGES_REQUIRED,
  MAX_CAPACITY,
  MAX_NUMBER_OF_ROOMS,
  MAX_ROOM_TYPE_IMAGES,
  ROOM_TYPE_CREATED,
  ROOM_TYPE_UPDATED,
  type AdminRoomType,
} from '@aso/core/room-types';
import { Button } from '../../../components/button.tsx';
import { FormError, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  roomTypeFormData,
  saveRoomTypeErrorMessage,
  useCreateRoomType,
  useUpdateRoomType,
} from './api/save-room-type.ts';
import { RoomTypeDiscountFields } from './components/room-type-discount-fields.tsx';
import { RoomTypeExtrasFields } from './components/room-type-extras-fields.tsx';
import {
  defaultsOf,
  isField,
  roomTypeResolver,
  type FieldName,
  type RoomTypeFormValues,
  type SavedFields,
} from './room-type-form-values.ts';
import { CurrentPhotos, NewPhotos } from './room-type-photos.tsx';

interface RoomTypeFormModalProps {
  open: boolean;
  /** The type to edit; none creates a new one. */
  roomType?: AdminRoomType | undefined;
  onClose: () => void;
  /** After a save, with the success message for the page's banner. */
  onSaved: (message: string) => void;
}

/**
 * Spec "Admin room types": "+ Create Room Type" (every field, photos as files, the
 * number of rooms) or Edit (the fields, the photos reordered or removed, more added).
 * Failures are shown inside the modal: field by field, else the server's message.
 */
export function RoomTypeFormModal({ open, roomType, onClose, onSaved }: RoomTypeFormModalProps) {
  const mode = roomType ? 'edit' : 'create';
  const create = useCreateRoomType();
  const update = useUpdateRoomType();
  const pending = create.isPending || update.isPending;
  const formId = useId();

  const close = () => {
    if (pending) return;
    create.reset();
    update.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={mode === 'create' ? 'Create Room Type' : 'Edit Room Type'}
      description={
        mode === 'create'
          ? 'A new room type with its photos and rooms, on sale as soon as it is saved.'
          : roomType?.title
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} aria-disabled={pending}>
            {pending ? 'Saving...' : mode === 'create' ? 'Create Room Type' : 'Save changes'}
          </Button>
        </>
      }
    >
      <RoomTypeForm
        formId={formId}
        roomType={roomType}
        pending={pending}
        save={(fields, photos, keptImages) =>
          roomType
            ? update.mutateAsync({
                id: roomType.id,
                form: roomTypeFormData(fields, photos, keptImages),
              })
            : create.mutateAsync(roomTypeFormData(fields, photos))
        }
        onSaved={() => {
          create.reset();
          update.reset();
          onSaved(mode === 'create' ? ROOM_TYPE_CREATED : ROOM_TYPE_UPDATED);
        }}
      />
    </Modal>
  );
}

interface RoomTypeFormProps {
  formId: string;
  roomType: AdminRoomType | undefined;
  pending: boolean;
  save: (fields: SavedFields, photos: File[], keptImages: string[]) => Promise<unknown>;
  onSaved: () => void;
}

function RoomTypeForm({ formId, roomType, pending, save, onSaved }: RoomTypeFormProps) {
  const mode = roomType ? 'edit' : 'create';
  const [photos, setPhotos] = useState<File[]>([]);
  const [keptImages, setKeptImages] = useState<string[]>(roomType?.images ?? []);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const photosRef = useRef<HTMLDivElement>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoomTypeFormValues, unknown, SavedFields>({
    defaultValues: defaultsOf(roomType),
    resolver: roomTypeResolver(mode),
  });
  const fieldId = (name: FieldName) => `${formId}-${name}`;

  const focusPhotos = () => photosRef.current?.querySelector<HTMLElement>('input')?.focus();

  const showServerErrors = (error: unknown) => {
    const unplaced: string[] = [];
    let placed = false;
    if (error instanceof ApiError && error.errors) {
      for (const [name, messages] of Object.entries(error.errors)) {
        const message = messages[0];
        if (!message) continue;
        if (name === 'images') {
          setPhotoError(message);
          if (!placed) focusPhotos();
        } else if (isField(name)) {
          setError(name, { type: 'server', message }, { shouldFocus: !placed });
        } else {
          unplaced.push(message);
          continue;
        }
        placed = true;
      }
    }
    if (!placed || unplaced.length > 0) {
      setFormError(unplaced.join(' ') || saveRoomTypeErrorMessage(error, mode));
    }
  };

  const onValid = async (fields: SavedFields) => {
    if (pending) return;
    if (mode === 'create' && photos.length === 0) {
      focusPhotos();
      return;
    }
    setFormError(null);
    try {
      await save(fields, photos, keptImages);
      onSaved();
    } catch (error) {
      showServerErrors(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const missingPhotos = mode === 'create' && photos.length === 0;
    setPhotoError(missingPhotos ? IMAGES_REQUIRED : undefined);
    void handleSubmit(onValid)(event);
  };

  const priceHint = 'In naira, e.g. 45000';

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        id={fieldId('title')}
        label="Title"
        autoComplete="off"
        data-autofocus
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        id={fieldId('description')}
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('price_per_night')}
          label="Price per night (₦)"
          hint={priceHint}
          inputMode="decimal"
          autoComplete="off"
          error={errors.price_per_night?.message}
          {...register('price_per_night')}
        />
        <TextField
          id={fieldId('capacity')}
          label="Capacity (guests)"
          hint={`1 to ${MAX_CAPACITY}`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.capacity?.message}
          {...register('capacity')}
        />
      </div>
      {mode === 'create' ? (
        <TextField
          id={fieldId('number_of_rooms')}
          label="Number of rooms"
          hint={`1 to ${MAX_NUMBER_OF_ROOMS}. Each room gets its own number (R101, R102, …).`}
          inputMode="numeric"
          autoComplete="off"
          error={errors.number_of_rooms?.message}
          {...register('number_of_rooms')}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('latitude')}
          label="Latitude (optional)"
          hint="-90 to 90, e.g. 9.0765"
          inputMode="decimal"
          autoComplete="off"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          id={fieldId('longitude')}
          label="Longitude (optional)"
          hint="-180 to 180, e.g. 7.3986"
          inputMode="decimal"
          autoComplete="off"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
      </div>

      <RoomTypeDiscountFields register={register} errors={errors} fieldId={fieldId} />

      <RoomTypeExtrasFields
        control={control}
        register={register}
        errors={errors}
        fieldId={fieldId}
      />

      <div ref={photosRef} className="space-y-5">
        {roomType ? (
          <CurrentPhotos title={roomType.title} images={keptImages} onChange={setKeptImages} />
        ) : null}
        <NewPhotos
          label={mode === 'create' ? 'Images' : 'Add photos'}
          hint={`JPEG, PNG or WebP, up to 10 MB each; at most ${MAX_ROOM_TYPE_IMAGES} photos in all.${
            mode === 'create' ? ' At least one is required.' : ''
          }`}
          files={photos}
          onChange={(files) => {
            setPhotos(files);
            if (files.length > 0) setPhotoError(undefined);
          }}
          room={MAX_ROOM_TYPE_IMAGES - keptImages.length}
          error={photoError}
        />
      </div>

      <FormError>{formError}</FormError>
    </form>
  );
}
