import { useEffect, useMemo, useRef } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useText, useT } from '../../src/render/use-text';
import { FieldFrame, fieldInputId } from '../_lib/field-frame';
import { useField } from '../_lib/use-field';
import { SvgIcon } from '../Icon/SvgIcon';
import type { ImagePickerProps } from './index';
import { admitImages, readableImage, type Rejection } from './rules';
import './image-picker.css';

const filesOf = (value: unknown): File[] => (Array.isArray(value) ? value.filter((v): v is File => typeof File !== 'undefined' && v instanceof File) : []);

export function ImagePickerView({ props, emit, node }: WidgetViewProps<ImagePickerProps>) {
  const text = useText();
  const { t } = useT();
  const { value, setValue, error } = useField(props.name);
  const files = useMemo(() => filesOf(value), [value]);
  const input = useRef<HTMLInputElement>(null);
  const inputId = fieldInputId(props.name, node.path);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = async (chosen: FileList | null) => {
    const admitted = admitImages(files, Array.from(chosen ?? []), props);
    if (input.current) input.current.value = '';
    const readable = await Promise.all(admitted.accepted.map(readableImage));
    const accepted = admitted.accepted.filter((_, i) => readable[i]);
    const rejected: Rejection[] = [...admitted.rejected, ...(readable.includes(false) ? ['read' as const] : [])];
    if (accepted.length) {
      const next = [...files, ...accepted];
      setValue(next);
      void emit('change', { value: next });
    }
    const messages = { type: props.typeMessage, size: props.sizeMessage, count: props.countMessage, read: props.readMessage };
    // One toast per kind of refusal, not one per file.
    for (const reason of [...new Set(rejected)]) void emit('reject', { reason, message: messages[reason] });
  };
  const remove = (index: number) => {
    const next = files.filter((_, i) => i !== index);
    setValue(next);
    void emit('change', { value: next });
  };

  return (
    <FieldFrame inputId={inputId} label={text(props.label)} required={props.required} error={error} hint={text(props.hint)}>
      <div className="wl-images" style={{ gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))` }}>
        {files.map((file, index) => (
          <div key={`${file.name}-${file.size}-${index}`} className="wl-images__item">
            <img src={previews[index]} alt={file.name} />
            <button type="button" className="wl-images__remove" aria-label={String(t('common_remove_image', { name: file.name }))} onClick={() => remove(index)}>
              <SvgIcon name="close" size={14} />
            </button>
          </div>
        ))}
        {files.length < props.maxCount ? (
          <label className="wl-images__add" htmlFor={inputId}>
            <SvgIcon name="plus" size={24} />
            <span>{`${files.length}/${props.maxCount}`}</span>
            <input
              ref={input}
              id={inputId}
              name={props.name}
              type="file"
              accept={props.accept.join(',')}
              multiple
              className="wl-visually-hidden"
              aria-label={text(props.label) || String(t('common_add_image'))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => void add(event.target.files)}
            />
          </label>
        ) : null}
      </div>
    </FieldFrame>
  );
}
