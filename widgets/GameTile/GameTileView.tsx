import { useState } from 'react';
import type { WidgetViewProps } from '../../src/render/widget';
import { useT } from '../../src/render/use-text';
import { safeImageSrc } from '../Image/safe-src';
import { SvgIcon } from '../Icon/SvgIcon';
import type { GameTileProps } from './index';
import './game-tile.css';

export function GameTileView({ props, emit }: WidgetViewProps<GameTileProps>) {
  const { t } = useT();
  const name = props.name ?? '';
  const image = safeImageSrc(props.image);
  const icon = safeImageSrc(props.vendorIcon);
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const [brokenIcon, setBrokenIcon] = useState<string | null>(null);
  const favourite = props.favourite === true;
  return (
    <div className={`wl-game wl-game--${props.size}`}>
      <button type="button" className="wl-game__open" onClick={() => void emit('press')}>
        <span className="wl-game__art">
          {image && brokenImage !== image ? (
            // Sized by its box (aspect ratio), lazy below the fold: no layout shift while lists load.
            <img src={image} alt="" width={160} height={160} loading="lazy" decoding="async" onError={() => setBrokenImage(image)} />
          ) : (
            <span className="wl-game__placeholder" aria-hidden="true">{name}</span>
          )}
          {props.isNew ? <span className="wl-game__new">NEW</span> : null}
          {icon && brokenIcon !== icon ? (
            <img className="wl-game__vendor" src={icon} alt={props.vendorName ?? ''} width={28} height={28} loading="lazy" onError={() => setBrokenIcon(icon)} />
          ) : null}
        </span>
        <span className="wl-game__name">{name}</span>
      </button>
      {props.showHeart !== false ? (
        <button
          type="button"
          className={favourite ? 'wl-game__heart wl-game__heart--on' : 'wl-game__heart'}
          aria-pressed={favourite}
          aria-label={String(t(favourite ? 'games_unfavourite' : 'games_favourite', { name }))}
          onClick={() => void emit('favourite', { favourite: !favourite })}
        >
          <SvgIcon name="heart" size={18} />
        </button>
      ) : null}
    </div>
  );
}
