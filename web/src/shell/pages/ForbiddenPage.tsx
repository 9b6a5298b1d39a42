import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExceptionPage } from './ExceptionPage';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ExceptionPage
      status="403"
      title="403"
      subTitle={t('exception.forbidden')}
      pageTitle={t('route.forbidden')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
