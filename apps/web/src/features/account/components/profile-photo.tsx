import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PHOTO_MAX_BYTES, type Profile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useUploadPhoto } from '../api/profile';

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** The photo; in edit mode a picture is cropped square in the browser, then resized and stored by the server. */
export function ProfilePhoto({ profile, editable }: { profile: Profile; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadPhoto();
  const avatar = (
    <Avatar size={96} src={profile.photoFile ?? undefined} icon={<UserOutlined />} data-testid="profile-photo" />
  );
  if (!editable) return <div className="userinfo-photo">{avatar}</div>;

  /** Refused before cropping: the server would refuse them too (PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE). */
  const beforeCrop = (file: File) => {
    if (!file.type.startsWith('image/')) void message.error(t('errors.PHOTO_NOT_IMAGE'));
    else if (file.size > PHOTO_MAX_BYTES) void message.error(t('errors.PHOTO_TOO_LARGE', { max: PHOTO_MAX_MB }));
    else return true;
    return false;
  };

  return (
    <div className="userinfo-photo">
      {avatar}
      <ImgCrop
        rotationSlider
        beforeCrop={beforeCrop}
        modalTitle={t('userinfo.photo.crop')}
        modalOk={t('userinfo.photo.ok')}
        modalCancel={t('userinfo.photo.cancel')}
      >
        <Upload
          accept="image/*"
          showUploadList={false}
          customRequest={({ file }) =>
            upload.mutate(file as Blob, {
              onSuccess: () => void message.success(t('userinfo.photo.saved')),
              onError: (error) => void message.error(errorText(t, error, { max: PHOTO_MAX_MB })),
            })
          }
        >
          <Button icon={<CameraOutlined />} loading={upload.isPending} data-testid="photo-change">
            {t('userinfo.photo.change')}
          </Button>
        </Upload>
      </ImgCrop>
      <span className="userinfo-photo-hint">{t('userinfo.photo.hint', { max: PHOTO_MAX_MB })}</span>
    </div>
  );
}
