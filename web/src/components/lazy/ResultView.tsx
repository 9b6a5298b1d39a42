import { Result } from 'antd';

/** antd's Result as a chunk of its own (LazyResult.tsx loads it when a result is first shown). */
export default Result;
