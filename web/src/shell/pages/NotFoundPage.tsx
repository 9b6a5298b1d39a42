import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ExceptionPage } from './ExceptionPage';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ExceptionPage
      status="404"
      title="404"
      subTitle={t('exception.notFound')}
      pageTitle={t('route.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('exception.backHome')}
        </Button>
      }
    />
  );
}
