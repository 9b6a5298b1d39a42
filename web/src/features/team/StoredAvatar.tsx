import { Avatar, type AvatarProps } from 'antd';
import { useStorageUrl } from '#web/features/upload/publicConfig';
import { storageSrc } from '#web/features/upload/uploadRules';

function Uploaded({ avatar, name, size }: { avatar: string; name: string; size: AvatarProps['size'] }) {
  const storageUrl = useStorageUrl();
  return (
    <Avatar size={size} src={storageSrc(avatar, storageUrl)}>
      {name.slice(0, 1)}
    </Avatar>
  );
}

/** An uploaded avatar, or the name's first letter (the storage address is read only when there is one). */
export function StoredAvatar({
  avatar,
  name,
  size,
}: {
  avatar: string;
  name: string;
  size: AvatarProps['size'];
}) {
  return avatar ? (
    <Uploaded avatar={avatar} name={name} size={size} />
  ) : (
    <Avatar size={size}>{name.slice(0, 1)}</Avatar>
  );
}
